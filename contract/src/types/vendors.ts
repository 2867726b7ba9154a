export interface Vendor {
  id: number;
  name: string;
  company: string | null;
  logo: string | null;
  description: string | null;
  order: number;
  isActive: boolean;
}

export interface VendorPayload {
  name: string;
  company?: string | null;
  logo?: string | null;
  description?: string | null;
  order?: number;
  isActive?: boolean;
}
