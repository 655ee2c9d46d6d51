import { RequireStaff } from '@/features/auth';
import { ProductNewScreen } from '@/features/product-admin/routes/product-new';

/** /produkter/ny: the add-product wizard, for staff (administrators and editors); 'Ingen tilgang' for anyone else. */
export default function ProductNewRoute() {
  return (
    <RequireStaff>
      <ProductNewScreen />
    </RequireStaff>
  );
}
