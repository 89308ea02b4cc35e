// The fake suite is proxied under /suite (PICKERKIT_SUITE_URL, read when the app is built), so
// the products call the page's own origin.
const suite = process.env.PICKERKIT_SUITE_URL ?? 'http://127.0.0.1:5260';

export default {
  poweredByHeader: false,
  async rewrites() {
    return [{ source: '/suite/:path*', destination: `${suite}/:path*` }];
  },
};
