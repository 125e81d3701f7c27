/** The few parts of Postman's collection SDK the tests use (the package ships no types). */
declare module 'postman-collection' {
  export class Collection {
    constructor(definition: unknown);
    static isCollection(value: unknown): boolean;
    toJSON(): Record<string, unknown>;
    forEachItem(callback: (item: Item) => void): void;
    variables: {get(key: string): unknown};
  }
  export class Item {
    name: string;
    request: {
      method: string;
      url: {path?: string[]; toString(): string};
      headers: {get(key: string): string | undefined};
      body?: {mode: string; raw?: string};
    };
  }
}
