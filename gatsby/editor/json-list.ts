/**
 * content/data/*.json each hold a top-level array, which Decap cannot edit (it edits an object):
 * a custom format (registered by preview/main.tsx) reads the array into one list field and writes
 * it back as the array, so the files keep their shape.
 */
export const JSON_LIST_FORMAT = 'json-list';
export const JSON_LIST_FIELD = 'items';
