import type { Page } from 'playwright-core';
import { eventually, open } from './support';

/** The four screen paths of an admin resource (as `adminPaths(key)` gives them). */
export interface WalkPaths {
  list: string;
}

/** What the editor reads on the resource's screens, in one interface language. */
export interface WalkTexts {
  /** The list's "new" button. */
  newItem: string;
  create: string;
  save: string;
  /** Messages an empty form shows. */
  required: string[];
  /** Field message and toast of a create whose name is already taken (409). */
  taken: string;
  createFailed: string;
  search: string;
  table: string;
  edit: (name: string) => string;
  remove: (name: string) => string;
  confirmDelete: string;
  cannotBeUndone: string;
  created: string;
  edited: string;
  deleted: string;
}

export interface WalkOptions {
  paths: WalkPaths;
  texts: WalkTexts;
  /** Fills the form for a record called `name` (every required field). */
  fill: (page: Page, name: string) => Promise<void>;
  /** The record's name, its new name, and a search that must find only it. */
  names: { name: string; renamed: string; search: string };
  /** The form's name field (checked after a refusal and on the edit screen). */
  nameLabel: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What an editor does with a named admin resource, on a signed-in page: create (an empty form
 * shows the rules first), a refused duplicate that keeps what was typed, find by search, edit
 * (the form shows the stored values), delete after a confirmation that says it cannot be undone.
 * Every toast is waited for.
 */
export async function walkResourceCrud(page: Page, { paths, texts, fill, names, nameLabel }: WalkOptions) {
  const showUrl = new RegExp(`${escape(paths.list)}/\\d+$`);
  const nameField = () => page.getByLabel(nameLabel, { exact: true });

  // Create: an empty form shows the rules' messages, a filled one is saved.
  await open(page, paths.list);
  await page.getByRole('link', { name: texts.newItem }).click();
  await page.waitForURL(`**${paths.list}/olustur`);
  await page.getByRole('button', { name: texts.create }).click();
  for (const message of texts.required) await page.getByText(message).first().waitFor();
  await fill(page, names.name);
  await page.getByRole('button', { name: texts.create }).click();
  await page.getByText(texts.created).waitFor();
  await page.waitForURL(showUrl);

  // The same name again: refused (409), the message is on the name field and the form keeps it.
  await open(page, `${paths.list}/olustur`);
  await fill(page, names.name);
  await page.getByRole('button', { name: texts.create }).click();
  await page.getByText(texts.createFailed).waitFor();
  await page.getByText(texts.taken).waitFor();
  await expect(nameField().inputValue()).resolves.toBe(names.name);
  expect(new URL(page.url()).pathname).toBe(`${paths.list}/olustur`);

  // Find it by search.
  await open(page, paths.list);
  await page.getByLabel(texts.search).fill(names.search);
  await page.waitForURL(/query=/);
  const table = page.getByRole('table', { name: texts.table });
  await table.getByText(names.name).waitFor();
  await eventually(async () => (await table.getByRole('row').count()) === 2); // header + the one match

  // Edit: the form shows the stored values.
  await page.getByRole('link', { name: texts.edit(names.name) }).click();
  await page.waitForURL(/\/duzenle$/);
  await expect(nameField().inputValue()).resolves.toBe(names.name);
  await nameField().fill(names.renamed);
  await page.getByRole('button', { name: texts.save }).click();
  await page.getByText(texts.edited).waitFor();
  await page.waitForURL(showUrl);

  // Delete, after a confirmation that says it cannot be undone.
  await open(page, `${paths.list}?query=${encodeURIComponent(names.renamed)}`);
  await page.getByRole('table', { name: texts.table }).getByText(names.renamed).waitFor();
  await page.getByRole('button', { name: texts.remove(names.renamed) }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(texts.cannotBeUndone, { exact: false }).waitFor();
  await dialog.getByText(names.renamed).waitFor();
  await dialog.getByRole('button', { name: texts.confirmDelete }).click();
  await page.getByText(texts.deleted).waitFor();
  await page.getByRole('table', { name: texts.table }).getByText(names.renamed).waitFor({ state: 'detached' });
}
