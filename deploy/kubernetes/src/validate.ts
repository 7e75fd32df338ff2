// Offline validation of manifests against the Kubernetes API's schemas, as kubernetes-models
// ships them (generated from the Kubernetes OpenAPI definitions), in two passes:
// - the JSON Schema validators that each model's validate() runs: types, required fields, enums,
//   formats (quantities, int-or-string…);
// - a strict pass, because those schemas accept properties they do not define: every object is
//   type-checked by TypeScript against the model's declared interface, whose excess-property
//   check refuses any field the schema does not have, at any depth.
import path from 'node:path';
import ts from 'typescript';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service } from 'kubernetes-models/v1/Service';

interface Kind {
  create(data: Record<string, unknown>): { validate(): void };
  /** The module whose interface `I<kind>` declares the object's fields. */
  module: string;
}

const kind = <T extends { validate(): void }>(
  Model: new (data: never) => T,
  module: string,
): Kind => ({ create: (data) => new Model(data as never), module });

/** The kinds the manifests may hold, by `apiVersion/kind`; anything else is refused. */
export const KINDS: Record<string, Kind> = {
  'v1/Namespace': kind(Namespace, 'kubernetes-models/v1/Namespace'),
  'v1/Service': kind(Service, 'kubernetes-models/v1/Service'),
  'v1/PersistentVolumeClaim': kind(
    PersistentVolumeClaim,
    'kubernetes-models/v1/PersistentVolumeClaim',
  ),
  'apps/v1/Deployment': kind(Deployment, 'kubernetes-models/apps/v1/Deployment'),
  'autoscaling/v2/HorizontalPodAutoscaler': kind(
    HorizontalPodAutoscaler,
    'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
  ),
  'policy/v1/PodDisruptionBudget': kind(
    PodDisruptionBudget,
    'kubernetes-models/policy/v1/PodDisruptionBudget',
  ),
  'networking.k8s.io/v1/Ingress': kind(Ingress, 'kubernetes-models/networking.k8s.io/v1/Ingress'),
  'networking.k8s.io/v1/NetworkPolicy': kind(
    NetworkPolicy,
    'kubernetes-models/networking.k8s.io/v1/NetworkPolicy',
  ),
};

/** An object read from a manifest, and where it was read. */
export interface Located {
  where: string;
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindKey(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const key = `${String(value.apiVersion)}/${String(value.kind)}`;
  return key in KINDS ? key : undefined;
}

/** What the kubernetes-models schema of each object's kind refuses; an unknown kind is refused too. */
export function schemaProblems(objects: Located[]): string[] {
  return objects.flatMap(({ where, value }) => {
    const key = kindKey(value);
    if (!key)
      return [
        `${where}: not one of the kinds the manifests may hold (${Object.keys(KINDS).join(', ')})`,
      ];
    try {
      KINDS[key]?.create(value as Record<string, unknown>).validate();
      return [];
    } catch (error) {
      return [`${where}: ${(error as Error).message}`];
    }
  });
}

/** The package's folder: the checked source is resolved from here, where kubernetes-models is installed. */
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

interface Line {
  text: string;
  /** Where in its object the line is, e.g. spec.template.spec.containers.0.image. */
  at: string;
  where: string;
}

/** A value as TypeScript source, one line per field, each line knowing the field it writes. */
function sourceLines(
  value: unknown,
  at: string,
  where: string,
  prefix: string,
  suffix: string,
  depth: number,
): Line[] {
  const indent = '  '.repeat(depth);
  const line = (text: string, field = at): Line => ({ text: `${indent}${text}`, at: field, where });
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    return [
      line(`${prefix}${open}`),
      ...entries.flatMap(([key, item], index) =>
        sourceLines(
          item,
          at ? `${at}.${key}` : key,
          where,
          Array.isArray(value) ? '' : `${JSON.stringify(key)}: `,
          index < entries.length - 1 ? ',' : '',
          depth + 1,
        ),
      ),
      line(`${close}${suffix}`),
    ];
  }
  return [line(`${prefix}${JSON.stringify(value)}${suffix}`)];
}

/** What TypeScript refuses of each object typed as its kind's interface: unknown fields above all. */
export function strictProblems(objects: Located[]): string[] {
  const problems: string[] = [];
  const imports = new Map<string, string>();
  const body: Line[] = [];
  objects.forEach(({ where, value }, index) => {
    const key = kindKey(value);
    if (!key) {
      problems.push(`${where}: not one of the kinds the manifests may hold`);
      return;
    }
    const alias = imports.get(key) ?? `Kind${imports.size}`;
    imports.set(key, alias);
    body.push(...sourceLines(value, '', where, `export const object${index}: ${alias} = `, ';', 0));
  });
  const header = [...imports].map(
    ([key, alias]) =>
      `import type { I${key.split('/').at(-1)} as ${alias} } from '${KINDS[key]?.module}';`,
  );
  const source = [...header, ...body.map((line) => line.text)].join('\n');
  const fileName = path.join(PACKAGE_DIR, 'manifests-strict-check.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, source, language, true)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? source : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    // The source quotes every key; the message reads better with the field's name alone.
    const message = ts
      .flattenDiagnosticMessageText(diagnostic.messageText, ' ')
      .replace(/'"([^"']+)"'/g, "'$1'");
    const line =
      diagnostic.file?.fileName === fileName && diagnostic.start !== undefined
        ? body[diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line - header.length]
        : undefined;
    problems.push(
      line ? `${line.where}: ${line.at || '(the object)'}: ${message}` : `strict check: ${message}`,
    );
  }
  return problems;
}

/** Both passes. */
export function validationProblems(objects: Located[]): string[] {
  return [...schemaProblems(objects), ...strictProblems(objects)];
}
