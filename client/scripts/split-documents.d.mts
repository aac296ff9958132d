export interface GeneratedFile {
  filename: string;
  content: string;
}
export function splitDocuments(files: GeneratedFile[]): GeneratedFile[];
export function documentDirectories(files: GeneratedFile[]): string[];
