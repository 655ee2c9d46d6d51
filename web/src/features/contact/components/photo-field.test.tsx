import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_FORMATS_MESSAGE, TOO_MANY_PHOTOS_MESSAGE } from '@rms/schema/contact-texts';
import { loadSchemas } from '@/lib/api-client';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { scaledSize } from '../lib/pick-photos';
import { ContactForm } from './contact-form';

beforeAll(() => loadSchemas(), 20_000);

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
const PRODUCT = { id: 'terrassemarkiser', title: 'Terrassemarkiser' };

describe('photos on the enquiry forms', () => {
  it('takes JPEGs with a preview and a remove button each, and refuses HEIC with the formats that work', async () => {
    // The browser's own `accept` filter is off: a file picked through "all files" reaches the form.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    const input = screen.getByLabelText('Bilder (valgfritt)');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, [jpeg('vegg.jpg'), new File(['x'], 'IMG_0002.HEIC', { type: 'image/heic' }), jpeg('terrasse.jpg')]);

    expect(await screen.findByRole('alert')).toHaveTextContent(`IMG_0002.HEIC: ${PHOTO_FORMATS_MESSAGE}`);
    const previews = screen.getByRole('list', { name: 'Valgte bilder' });
    expect(within(previews).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Bilde 1: vegg.jpg', 'Bilde 2: terrasse.jpg']);
    expect(screen.getByText('2 av 5 bilder valgt.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fjern bilde 1: vegg.jpg' }));
    expect(within(previews).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Bilde 1: terrasse.jpg']);
  });

  it('keeps the first five of six photos and says at most five can be sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Kontakt oss" />);
    await user.upload(screen.getByLabelText('Bilder (valgfritt)'), Array.from({ length: 6 }, (_, i) => jpeg(`${i + 1}.jpg`)));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_PHOTOS_MESSAGE);
    expect(within(screen.getByRole('list', { name: 'Valgte bilder' })).getAllByRole('img')).toHaveLength(5);
    expect(screen.getByLabelText('Bilder (valgfritt)')).toBeDisabled();
  });

  it("sends the quote's wall, facing and wishes, and leaves out the boxes not ticked", async () => {
    const fetchMock = mockFetch((method, path) => (method === 'POST' && path === '/api/email/send' ? { status: 200, body: { data: { received: true, message: 'ok' } } } : { status: 503 }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Be om tilbud" product={PRODUCT} />);
    await user.type(screen.getByLabelText(/^Navn/), 'Ola Nordmann');
    await user.type(screen.getByLabelText(/^E-post/), 'ola@example.no');
    await user.type(screen.getByLabelText(/^Melding/), 'Tilbud, takk.');
    await user.type(screen.getByLabelText('Høyde på veggen (cm)'), '260');
    await user.selectOptions(screen.getByLabelText('Veggen er av'), 'betong');
    await user.selectOptions(screen.getByLabelText('Veggen vender mot'), 'SØ');
    await user.click(screen.getByLabelText('Ønsker sol- og vindsensor'));
    await user.click(screen.getByRole('button', { name: 'Be om tilbud' }));
    await screen.findByRole('status');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/email/send')!;
    const body = JSON.parse(init!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ wallHeightCm: 260, wallMaterial: 'betong', facing: 'SØ', sunWindSensor: true });
    expect(body).not.toHaveProperty('motor');
    expect(body).not.toHaveProperty('approvalNeeded');
  });

  it('refuses a wall height that is not a whole number with a Norwegian message, and sends nothing', async () => {
    const fetchMock = mockFetch(() => ({ status: 503 }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm title="Be om tilbud" product={PRODUCT} />);
    await user.type(screen.getByLabelText(/^Navn/), 'Ola Nordmann');
    await user.type(screen.getByLabelText(/^E-post/), 'ola@example.no');
    await user.type(screen.getByLabelText(/^Melding/), 'Tilbud, takk.');
    await user.type(screen.getByLabelText('Høyde på veggen (cm)'), 'høy');
    await user.click(screen.getByRole('button', { name: 'Be om tilbud' }));
    expect(await screen.findByText('Skriv høyden på veggen som et helt tall i cm')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/email/send')).toEqual([]);
  });
});

describe('scaledSize', () => {
  it('fits a 4,000 px photo inside 2,560 px on its long side, either way round, and never enlarges', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });
});
