export function touchesDatabase(source: string): boolean;
export function databaseTestFiles(root?: string): string[];
