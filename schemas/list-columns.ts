/**
 * A list column can be sorted by when it holds one value. An object is one column (a tire's size,
 * listed as "205/55 R16") but has no one order: the API refuses to sort by it and the list offers no
 * sorting on its header.
 */
export const sortsAsOne = (node: { type?: unknown }) => node.type !== 'object';
