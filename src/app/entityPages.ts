// The loader of the entity screens (searches and forms) in a chunk apart from ./richPages: the
// first search screen fetches the list of files EntityScreen preloads, not every page's list.
export const entityScreen = () => import('./entity/EntityScreen');
