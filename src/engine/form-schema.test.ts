import { describe, expect, it } from 'vitest';
import { fixtureBundle, station } from './fixtures/fixture-bundle';
import { buildFormSchema, fieldSchema, formGroups } from './form-schema';

const opts = { bundle: fixtureBundle, locale: 'zh-CN' as const };

const fieldsOf = (schema: ReturnType<typeof buildFormSchema>) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (schema.properties as any).group0.properties.grid.properties as Record<string, any>;

describe('buildFormSchema', () => {
  it('lays the form fields out in a grid of the schema columns, in order', () => {
    const schema = buildFormSchema(station, opts);
    const fields = fieldsOf(schema);
    expect(Object.keys(fields)).toEqual(station.form.fields);
    expect(fields.name['x-index']).toBe(0);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    expect((schema.properties as any).group0.properties.grid['x-component-props'].maxColumns).toBe(2);
  });

  it('chooses widgets by type and passes their metadata as props', () => {
    const fields = fieldsOf(buildFormSchema(station, opts));
    expect(fields.name['x-component']).toBe('text');
    expect(fields.name['x-component-props'].maxLength).toBe(50);
    expect(fields.remark['x-component']).toBe('textarea');
    expect(fields.remark['x-component-props'].maxLength).toBe(200);
    expect(fields.status['x-component']).toBe('dict-select');
    expect(fields.status.enum).toEqual([
      { label: '开放', value: 1 },
      { label: '关闭', value: 2 },
      { label: '维护', value: 3 },
      { label: '建设中', value: 4 },
    ]);
    expect(fields.status.default).toBe(4);
    expect(fields.price['x-component']).toBe('money');
    expect(fields.longitude['x-component']).toBe('coordinate');
    expect(fields.longitude['x-component-props'].kind).toBe('longitude');
    expect(fields.parking['x-component']).toBe('switch');
    expect(fields.photo['x-component']).toBe('image-upload');
  });

  it("picks a user field's user by name through the entity's user options, and leaves stamped ones out", () => {
    const leader = { type: 'integer' as const, title: { 'zh-CN': '负责人', 'en-US': 'Leader' }, userRef: true };
    const schema = fieldSchema('leaderId', leader, { ...opts, entityName: 'organization' });
    expect(schema['x-component']).toBe('reference-select');
    expect(schema['x-component-props'].loadOptions).toBe('{{$userOptionsOf("organization", "leaderId")}}');
    const stamped = fieldSchema('auditedBy', { ...leader, readOnly: true }, { ...opts, entityName: 'organization' });
    expect(stamped['x-component-props'].loadOptions).toBeUndefined();
  });

  it("picks a status action form's user through that action's user options", () => {
    const assignee = { type: 'integer' as const, title: { 'zh-CN': '处理人', 'en-US': 'Assignee' }, userRef: true };
    const schema = fieldSchema('assigneeId', assignee, {
      ...opts,
      entityName: 'alarmWorkOrder',
      actionName: 'dispatch',
    });
    expect(schema['x-component-props'].loadOptions).toBe(
      '{{$userOptionsOf("alarmWorkOrder", "assigneeId", "dispatch")}}',
    );
  });

  it('takes the declared widget and props, never guessing from the field name', () => {
    const { widget: _widget, widgetProps: _props, ...undeclared } = station.fields.longitude;
    const schema = fieldSchema('longitude', undeclared, opts);
    expect(schema['x-component']).toBe('number');
    expect(schema['x-component-props'].kind).toBeUndefined();
    const declared = fieldSchema(
      'remark',
      { ...station.fields.remark, widget: 'text', widgetProps: { maxLength: 9 } },
      opts,
    );
    expect(declared['x-component']).toBe('text');
    expect(declared['x-component-props'].maxLength).toBe(9);
  });

  it('edits sub rows in an array table under a timeline, checking the day as the server does', () => {
    const schema = fieldSchema('periods', station.fields.periods, opts);
    expect(schema.type).toBe('array');
    expect(schema['x-component']).toBe('timeline');
    expect(schema['x-decorator-props'].gridSpan).toBe(3);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const columns = (schema.items as any).properties;
    expect(Object.keys(columns)).toEqual([
      'column_start',
      'column_end',
      'column_period',
      'column_price',
      'column_operations',
    ]);
    expect(columns.column_start.properties.start['x-component']).toBe('clock-select');
    expect(columns.column_period.properties.period.enum.map((o: { value: string }) => o.value)).toEqual([
      'Jian',
      'Feng',
    ]);
    expect(columns.column_price.properties.price['x-component-props'].moneyUnit).toBe(10000);
    const rowSet = (schema['x-validator'] as ((value: unknown) => string)[]).at(-1)!;
    const day = [
      { start: '00:00', end: '08:00', period: 'Feng', price: 1 },
      { start: '09:00', end: '24:00', period: 'Jian', price: 2 },
    ];
    expect(rowSet(day)).toBe('时段未覆盖 08:00-09:00，须覆盖全天 00:00-24:00');
    expect(rowSet([{ ...day[0] }, { ...day[1], start: '08:00' }])).toBe('');
  });

  it('lists every problem of the sub rows at once, with the punctuation of the language', () => {
    const periods = station.fields.periods;
    const atLeastThree = { ...periods, sub: { ...periods.sub!, minRows: 3 } };
    const day = [
      { start: '00:00', end: '08:00', period: 'Feng', price: 1 },
      { start: '09:00', end: '24:00', period: 'Jian', price: 2 },
    ];
    const problemsIn = (locale: 'zh-CN' | 'en-US') => {
      const schema = fieldSchema('periods', atLeastThree, { ...opts, locale });
      return (schema['x-validator'] as ((value: unknown) => string)[]).at(-1)!(day);
    };
    expect(problemsIn('zh-CN')).toBe('至少需要3行；时段未覆盖 08:00-09:00，须覆盖全天 00:00-24:00');
    expect(problemsIn('en-US')).toMatch(/^needs at least 3 rows; \S/);
  });

  it('marks required fields and takes validators from the given compiler', () => {
    const schema = fieldSchema('name', station.fields.name, { ...opts, validatorsOf: (name) => [{ name }] });
    expect(schema['x-decorator-props']).toEqual({ asterisk: true });
    expect(schema['x-validator']).toEqual([{ name: 'name' }]);
  });

  it('shows a field only for the listed values of another one', () => {
    const schema = fieldSchema('parkingFee', station.fields.parkingFee, opts);
    expect(schema['x-reactions']).toEqual({
      dependencies: ['parking'],
      fulfill: { state: { visible: '{{[true].includes($deps[0])}}' } },
    });
  });

  it('gives reference selects a loader from the form scope', () => {
    const schema = fieldSchema('stationId', fixtureBundle.entities.get('pile')!.fields.stationId, opts);
    expect(schema['x-component']).toBe('reference-select');
    expect(schema['x-component-props']).toMatchObject({ loadOptions: '{{$optionsOf("station")}}' });
  });

  it("narrows a reference select's offer as its ref declares", () => {
    const field = fixtureBundle.entities.get('pile')!.fields.stationId;
    const narrowed = { ...field, ref: { ...field.ref!, offer: { status: 1 } } };
    expect(fieldSchema('stationId', narrowed, opts)['x-component-props']).toMatchObject({
      loadOptions: '{{$optionsOf("station", {"status":1})}}',
    });
  });

  it('lets a reference select follow another field: nothing offered until it is filled, then its value', () => {
    const field = fixtureBundle.entities.get('pile')!.fields.stationId;
    const following = { ...field, ref: { ...field.ref!, offer: { status: 1, areaId: { field: 'areaId' } } } };
    const schema = fieldSchema('stationId', following, opts);
    expect(schema['x-component-props']).toMatchObject({
      loadOptions: '{{$optionsOf("station", {"status":1,"areaId":null})}}',
    });
    expect(schema['x-reactions']).toEqual({
      dependencies: ['areaId'],
      fulfill: { run: '$followOffer("station", {"status":1}, ["areaId"], $deps, $self)' },
    });
  });

  it('leaves read-only and non-form fields out', () => {
    const withReadOnly = {
      ...station,
      fields: { ...station.fields, code: { ...station.fields.name, readOnly: true } },
      form: { fields: ['code', 'name'] },
    };
    expect(formGroups(withReadOnly)[0].fields).toEqual(['name']);
  });
});
