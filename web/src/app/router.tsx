import type { ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './layout/root-layout';

/** A lazy route from a module whose default export is the page: each page is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const productPage = page(() => import('./routes/products/product-page'));

/**
 * A lazy route behind the sign-in guard (spec §2): the guard and the page load together, and the
 * guard shows a full-screen spinner while the sign-in state loads, then /login without a user.
 * Both live in admin-only features, so visitors download neither (nor Firebase).
 */
const guarded = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [{ RequireAuth }, { default: Page }] = await Promise.all([import('@/features/auth/components/require-auth'), load()]);
  return {
    Component: function GuardedPage() {
      return (
        <RequireAuth>
          <Page />
        </RequireAuth>
      );
    },
  };
};

function ProjectRedirect() {
  const { id } = useParams();
  return <Navigate to={id ? href.reference(id) : paths.references} replace />;
}

/**
 * The route table (spec §2). Static segments outrank parameters, so the admin routes
 * (/produkter/ny, /produkter/endre/:productId, /referanser/ny, …) sit beside the public ones,
 * lazy and guarded: visitors never download them.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <LoadingBlock minHeight={480} />,
    children: [
      { path: paths.home, lazy: page(() => import('./routes/home')) },
      {
        path: paths.products,
        lazy: page(() => import('./routes/products/layout')),
        children: [
          { index: true, lazy: productPage },
          { path: paths.productCategory, lazy: productPage },
          { path: paths.productProduct, lazy: productPage },
          { path: paths.productSub, lazy: productPage },
          { path: paths.productSubSub, lazy: productPage },
        ],
      },
      { path: paths.projects, element: <ProjectRedirect /> },
      { path: `${paths.projects}/:id`, element: <ProjectRedirect /> },
      {
        path: paths.references,
        lazy: page(() => import('./routes/references/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/references/list')) },
          { path: paths.reference, lazy: page(() => import('./routes/references/detail')) },
        ],
      },
      { path: paths.about, lazy: page(() => import('./routes/about')) },
      { path: paths.contact, lazy: page(() => import('./routes/contact')) },
      // Admin and account routes: lazy, guarded. Static segments (ny, endre) outrank :categoryId and :id.
      { path: paths.login, lazy: page(() => import('@/features/auth/routes/login')) },
      { path: paths.profile, lazy: guarded(() => import('@/features/auth/routes/profile')) },
      { path: paths.admin, lazy: guarded(() => import('@/features/admin/routes/dashboard')) },
      { path: paths.productNew, lazy: guarded(() => import('@/features/product-admin/routes/product-new')) },
      { path: paths.productEdit, lazy: guarded(() => import('@/features/product-admin/routes/product-edit')) },
      { path: paths.referenceNew, lazy: guarded(() => import('@/features/project-admin/routes/project-new')) },
      { path: paths.referenceEdit, lazy: guarded(() => import('@/features/project-admin/routes/project-edit')) },
      { path: paths.notFound, element: <NotFound /> },
    ],
  },
];
