import { type ArgumentMetadata, BadRequestException, type PipeTransform } from '@nestjs/common';

// JSON.parse happily creates an own "__proto__" key; letting it reach object spreads or
// class-transformer is how prototype pollution starts.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 20;

export function findUnsafeKey(value: unknown, depth = 0): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return '(nesting too deep)';
  for (const key of Object.keys(value)) {
    if (UNSAFE_KEYS.has(key)) return key;
    const found = findUnsafeKey((value as Record<string, unknown>)[key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export class RejectUnsafeKeysPipe implements PipeTransform {
  transform(value: unknown, metadata?: ArgumentMetadata): unknown {
    // Only what the client sent; objects the server made (the session of @CurrentSession) need no walk.
    if (metadata?.type === 'custom') return value;
    const key = findUnsafeKey(value);
    if (key) throw new BadRequestException(`Invalid request: forbidden property name "${key}"`);
    return value;
  }
}
