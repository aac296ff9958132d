import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AdminGuard } from './admin-guard';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { notFoundLoader } from './not-found-loader';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** Never shown: the loader always throws 404 and the error boundary renders the page. */
function NotFoundOutlet() {
  return null;
}

function notFound(): RouteObject {
  return { path: '*', loader: notFoundLoader, Component: NotFoundOutlet, ErrorBoundary: RouteErrorBoundary };
}

function publicChildren(paths: { signIn: string; forgotPassword: string; resetPassword: string }): RouteObject[] {
  return [
    { index: true, lazy: () => import('../routes/public/home') },
    { path: paths.signIn, lazy: () => import('../routes/auth/sign-in') },
    { path: paths.forgotPassword, lazy: () => import('../routes/auth/forgot-password') },
    { path: paths.resetPassword, lazy: () => import('../routes/auth/reset-password') },
    notFound(),
  ];
}

/** One route table for the server (static handler) and the browser (createBrowserRouter). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: '/yonetim',
        Component: AdminGuard,
        children: [
          {
            Component: AdminLayout,
            children: [
              { index: true, lazy: () => import('../routes/admin/dashboard') },
              { path: 'kategoriler', lazy: () => import('../routes/admin/categories/list') },
              { path: 'kategoriler/olustur', lazy: () => import('../routes/admin/categories/create') },
              { path: 'kategoriler/:id', lazy: () => import('../routes/admin/categories/show') },
              { path: 'kategoriler/:id/duzenle', lazy: () => import('../routes/admin/categories/edit') },
              notFound(),
            ],
          },
        ],
      },
      {
        path: '/en',
        element: <PublicLayout lang="en" />,
        children: publicChildren({ signIn: 'sign-in', forgotPassword: 'forgot-password', resetPassword: 'reset-password' }),
      },
      {
        path: '/',
        element: <PublicLayout lang="tr" />,
        children: publicChildren({ signIn: 'giris', forgotPassword: 'sifremi-unuttum', resetPassword: 'sifreyi-sifirla' }),
      },
    ],
  },
];
