import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RowId } from '../engine';
import type { EntityFile } from '../meta/model';
import { EntityForm } from './entity-form';
import { prefillOf } from './form-path';
import { useMetaBundle } from '../engine/bundle-context';
import { announceSaved } from './saved-elsewhere';

/**
 * The create or edit form of an entity with `form.page`, as a page of its own: deep-linkable,
 * kept in the tab bar like any page. A create page opened from a list starts with the values
 * its address names (the row of a related list, a menu path's fixed filters) and goes back
 * there; otherwise saving goes back to the list, which shows the change.
 */
export function EntityFormPage({ entity, id }: { entity: EntityFile; id?: RowId }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = (useLocation().state as { back?: string } | null)?.back ?? entity.menu.url;
  const bundle = useMetaBundle();
  const initialValues = useMemo(
    () => (id === undefined ? prefillOf(entity, search, bundle) : undefined),
    [entity, id, search, bundle],
  );
  return (
    <EntityForm
      variant="page"
      entity={entity}
      id={id}
      initialValues={initialValues}
      onClose={() => navigate(back)}
      onSaved={() => {
        announceSaved(entity);
        navigate(back);
      }}
    />
  );
}
