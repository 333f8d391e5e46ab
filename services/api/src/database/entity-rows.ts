import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/**
 * Issue 17.1: an entity read by a statement written once, not built again on
 * every request. TypeORM's query builder spends a tenth of a millisecond
 * composing, escaping and aliasing the select list of a wide entity (the
 * act's seventy columns) each time it runs; this keeps that list as text and
 * hydrates the rows the way TypeORM's own transformer does (the driver's
 * `prepareHydratedValue` for each selected column, into `metadata.create()`),
 * so an entity read here is the same object a repository read gives.
 *
 * Only for entities without relations, embedded columns or inheritance (the
 * act, its parties and subjects); the constructor refuses any other.
 */
export class EntityRows<T extends ObjectLiteral> {
  private readonly metadata: EntityMetadata;
  private readonly selected: { key: string; column: ColumnMetadata }[];

  constructor(
    private readonly ds: DataSource,
    target: EntityTarget<T>,
    /** The table's alias in the statement. */
    readonly alias: string,
  ) {
    this.metadata = ds.getMetadata(target);
    if (this.metadata.relations.length > 0 || this.metadata.embeddeds.length > 0 || this.metadata.discriminatorColumn) {
      throw new Error(`EntityRows: ${this.metadata.name} has relations, embedded columns or inheritance`);
    }
    // The columns a repository read selects: `select: false` ones (a refusal file's bytes) stay out.
    this.selected = this.metadata.columns.filter((c) => c.isSelect && !c.isVirtual).map((column) => ({ key: `${alias}_${column.databaseName}`, column }));
  }

  /** `"a"."type_id" AS "a_type_id", …`: every selected column under its own key. */
  get select(): string {
    return this.selected.map(({ key, column }) => `"${this.alias}"."${column.databaseName}" AS "${key}"`).join(', ');
  }

  /** How many columns `select` lists. */
  get width(): number {
    return this.selected.length;
  }

  /**
   * The entity in a row of column values (a statement whose rows come as
   * arrays, `rowsAsArrays`) whose `select` list starts at `offset`, or null
   * when its columns are all null (not in this row).
   */
  hydrateAt(row: readonly unknown[], offset: number): T | null {
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as T;
    let hasData = false;
    for (let i = 0; i < this.selected.length; i++) {
      const value = row[offset + i];
      if (value !== null) hasData = true;
      const { column } = this.selected[i]!;
      column.setEntityValue(entity, this.ds.driver.prepareHydratedValue(value, column));
    }
    return hasData ? entity : null;
  }
}
