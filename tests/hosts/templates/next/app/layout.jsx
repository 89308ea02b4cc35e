// No favicon request: a 404 would be a console error.
export const metadata = { title: 'pickerkit in a Next.js host', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
