import {createContext, useContext} from 'react';
import type {SchemaNode} from '../../../plugins/api-reference/types';

export interface ScopeData {
  schemas: Record<string, SchemaNode>;
  /** Security scheme key -> what the reader sends (header name). */
  credentials: Record<string, string>;
}
export const ScopeContext = createContext<ScopeData>({schemas: {}, credentials: {}});
export const useSchemas = () => useContext(ScopeContext).schemas;
export const useCredentials = () => useContext(ScopeContext).credentials;

/** Attributes arrive as JSON strings from the compiler; objects are accepted too (tests, reuse). */
export function parseData<T>(data: string | T): T {
  return typeof data === 'string' ? (JSON.parse(data) as T) : data;
}
