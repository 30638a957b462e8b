import type { Attributes, Model, ModelAttributes, ModelOptions, ModelStatic, Sequelize } from 'sequelize';

/**
 * The model `name` of this Sequelize instance, defined on first use. Models are per instance (not
 * global classes) so several databases can live in one process; connectDatabase registers every
 * one up front, and a repository built from `{ sequelize }` alone gets the same class back.
 */
export function defineModelOnce<M extends Model>(
  sequelize: Sequelize,
  name: string,
  attributes: ModelAttributes<M, Attributes<M>>,
  options: ModelOptions<M>,
): ModelStatic<M> {
  return sequelize.isDefined(name)
    ? (sequelize.model(name) as ModelStatic<M>)
    : sequelize.define<M>(name, attributes, options);
}
