export { PUBLIC_PATHS, publicPath, type PublicPath } from '../../../schemas/site';
