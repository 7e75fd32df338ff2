// What the generator produces: Kubernetes objects (kubernetes-models instances), each with the
// comments its YAML carries for whoever reads or edits the cluster, grouped into files.

/** What the manifests need of a kubernetes-models instance. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string; namespace?: string };
  toJSON(): unknown;
  validate(): void;
}

/** A comment shown above the key or list item at `path` (keys and indexes from the object's root). */
export interface Note {
  path: (string | number)[];
  text: string;
}

export interface Document {
  object: KubernetesObject;
  notes: Note[];
}

export interface ManifestFile {
  /** The file's name under manifests/. */
  name: string;
  /** What the file holds, its first comment. */
  summary: string;
  documents: Document[];
}

export function document(object: KubernetesObject, notes: Note[] = []): Document {
  return { object, notes };
}

export function note(path: (string | number)[], text: string): Note {
  return { path, text };
}
