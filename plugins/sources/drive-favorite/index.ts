/** pickerkit/sources/drive-favorite: favourites, one page. */
export { driveFavoriteSource, favoriteToItem } from './driveFavoriteSource';
export type { FavoriteRecord, FavoritesPage } from './driveFavoriteSource';
