// The renderer inlines a draft's step schemas too (the flow studio's preview): the code is the engine's.
export { inlineRefs } from '../../../engine/index.ts';
