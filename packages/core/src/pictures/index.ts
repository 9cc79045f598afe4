export * from './picture-path';
export * from './product-model';
export * from './projection';
export * from './render-picture';
