import { BaseModel, displayModifiers } from './BaseModel';

export class Vendor extends BaseModel {
  static override tableName = 'vendors';
  static override modifiers = displayModifiers;

  id!: number;
  name!: string;
  company!: string | null;
  logo!: string | null;
  description!: string | null;
  order!: number;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
