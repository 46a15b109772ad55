/**
 * The editor's own script (public/admin/editor.js), loaded after Decap's prebuilt bundle: the JSON
 * list format, the previews, then Decap started with the configuration generated at build
 * (config.js, gatsby/editor/config.ts).
 */
import { mountPreview, type PreviewRoot } from './mount';
import { PREVIEWS, type PreviewEntry } from './site-preview';
import { JSON_LIST_FIELD, JSON_LIST_FORMAT } from '../json-list';
import type { EditorConfig } from '../config';
import { FONT_FILES } from '../../../src/theme/font';

/** What this script uses of Decap's globals (its bundle carries React 19 and exposes these). */
interface ImmutableLike {
  get: (key: string) => unknown;
  getIn: (keys: string[]) => unknown;
  toJS: () => unknown;
}
interface PreviewProps {
  entry: ImmutableLike;
  collection: ImmutableLike;
  /** With the field, so the field's own media folder resolves a relative path. */
  getAsset: (path: string, field?: unknown) => { toString: () => string };
  fieldsMetaData: ImmutableLike;
}
interface DecapComponent {
  props: PreviewProps;
  node?: HTMLElement | null;
  preview?: PreviewRoot;
}
interface Decap {
  init: (options: { config: EditorConfig }) => void;
  registerPreviewTemplate: (name: string, component: unknown) => void;
  registerCustomFormat: (
    name: string,
    extension: string,
    formatter: { fromFile: (text: string) => unknown; toFile: (data: Record<string, unknown>) => string },
  ) => void;
}
declare global {
  interface Window {
    CMS: Decap;
    CMS_MANUAL_INIT?: boolean;
    EDITOR_CONFIG: EditorConfig;
    h: (type: string, props: Record<string, unknown>) => unknown;
    createClass: (spec: Record<string, unknown>) => unknown;
  }
}

// The site's two faces of Inter (src/theme/font.ts), copied beside the editor by its build.
const served = (file: string) => new URL(`/admin/${file.split('/').pop()}`, document.baseURI).href;
const FONT_URLS = { core: served(FONT_FILES.core), latin: served(FONT_FILES.latin) };

// content/data/*.json hold a top-level array; Decap edits an object, so the array is its one field.
window.CMS.registerCustomFormat(JSON_LIST_FORMAT, 'json', {
  fromFile: (text) => ({ [JSON_LIST_FIELD]: JSON.parse(text) }),
  toFile: (data) => `${JSON.stringify(data[JSON_LIST_FIELD] ?? [], null, 2)}\n`,
});

/** The collection's field config at a dotted path ("features.image"), for getAsset. */
function fieldAt(collection: ImmutableLike, at: string): unknown {
  let fields = collection.get('fields') as
    { find: (f: (x: ImmutableLike) => boolean) => unknown } | undefined;
  let field: ImmutableLike | undefined;
  for (const name of at.split('.')) {
    field = fields?.find((f) => f.get('name') === name) as ImmutableLike | undefined;
    fields = field?.get('fields') as typeof fields;
  }
  return field;
}

function previewEntry(props: PreviewProps): PreviewEntry {
  const data = props.entry.getIn(['data']) as ImmutableLike;
  const { body, ...fields } = data.toJS() as Record<string, unknown>;
  return {
    collection: String(props.collection.get('name')),
    slug: String(props.entry.get('slug') ?? ''),
    data: fields,
    body: typeof body === 'string' ? body : '',
    asset: (src, at) =>
      props.getAsset(src, at ? fieldAt(props.collection, at) : undefined)?.toString() ?? src,
    // The relation widget keeps the entries it has loaded (their data) as the field's metadata.
    titleOf: (field, slug) => {
      const meta = props.fieldsMetaData?.getIn([field]) as ImmutableLike | undefined;
      const byCollection = meta?.toJS() as Record<string, Record<string, { title?: string }>> | undefined;
      const found = Object.values(byCollection ?? {}).find((entries) => entries?.[slug])?.[slug];
      return found?.title ?? slug;
    },
  };
}

for (const [collection, Preview] of Object.entries(PREVIEWS)) {
  const template = window.createClass({
    componentDidMount(this: DecapComponent) {
      if (!this.node) return;
      this.preview = mountPreview(this.node, FONT_URLS);
      this.preview.render(<Preview e={previewEntry(this.props)} />);
    },
    componentDidUpdate(this: DecapComponent) {
      this.preview?.render(<Preview e={previewEntry(this.props)} />);
    },
    componentWillUnmount(this: DecapComponent) {
      // Unmounting during Decap's own commit would warn: after it.
      const preview = this.preview;
      setTimeout(() => preview?.unmount());
    },
    render(this: DecapComponent) {
      return window.h('div', { ref: (node: HTMLElement | null) => (this.node = node) });
    },
  });
  window.CMS.registerPreviewTemplate(collection, template);
}

// The body opens as the Markdown the file holds until the writer picks Rich Text, which Decap then
// remembers under this key (its own default is Rich Text, whose edits write the whole body back
// through its serializer). editor.spec.ts types Markdown without switching: it fails if the key changes.
const MARKDOWN_MODE_KEY = 'cms.md-mode';
if (localStorage.getItem(MARKDOWN_MODE_KEY) === null) localStorage.setItem(MARKDOWN_MODE_KEY, 'raw');

const config = window.EDITOR_CONFIG;
const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
// On localhost Decap talks to decap-server, which writes the working copy: Save is a file, not a
// pull request (its git mode would make a branch per draft in the writer's clone instead).
window.CMS.init({ config: local ? { ...config, publish_mode: undefined as never } : config });
