import { RequireStaff } from '@/features/auth';
import { ProductEditScreen } from '@/features/product-admin/routes/product-edit';

/** /produkter/endre/:productId: the product's one-page editor, for staff (administrators and editors); 'Ingen tilgang' for anyone else. */
export default function ProductEditRoute() {
  return (
    <RequireStaff>
      <ProductEditScreen />
    </RequireStaff>
  );
}
