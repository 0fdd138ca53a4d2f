/** The headless screen engine: schema in, models, formily schema and data hooks out. No antd here. */
export * from './actions';
export * from './columns';
export * from './data-provider';
export * from './data-provider-context';
export * from './detail';
export * from './fields';
export * from './filters';
export * from './form-schema';
export * from './form-submit';
export * from './form-values';
export * from './http-data-provider';
export * from './list-query';
export * from './options-loader';
export * from './texts';
export * from './use-list';
export * from './use-record';
export * from './widget-choice';
