import type { SeoFields } from '@rms/schema/seo-limits';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchShareSection } from './search-share-section';

const images = [
  { id: 'forst', src: 'products,x,forst.jpg', alt_text: 'Markise sett forfra' },
  { id: 'valgt', src: 'products,x,valgt.jpg', alt_text: 'Markise over terrassen' },
];

function Editor({ initial = {} }: { initial?: SeoFields }) {
  const [seo, setSeo] = useState<SeoFields>(initial);
  return (
    <SearchShareSection
      value={seo}
      onChange={setSeo}
      images={images}
      fallback={{ title: 'Terrassemarkise | RMS Solskjerming', description: 'Terrassemarkise fra RMS.' }}
      fallbackImage={images[0]}
      path="/produkter/markiser/terrassemarkise"
    />
  );
}

describe('Søk og deling', () => {
  it('shows the page’s own title, text and first picture while the fields are empty', () => {
    render(<Editor />);
    const google = screen.getByTestId('google-preview');
    expect(within(google).getByText('Terrassemarkise | RMS Solskjerming')).toBeInTheDocument();
    expect(within(google).getByText('Terrassemarkise fra RMS.')).toBeInTheDocument();
    expect(within(google).getByText('www.rms-solskjerming.no › produkter › markiser › terrassemarkise')).toBeInTheDocument();
    expect(within(screen.getByTestId('share-preview')).getByRole('img')).toHaveAttribute('src', expect.stringContaining('forst.jpg'));
    expect(screen.getByText('0/60')).toBeInTheDocument();
    expect(screen.getByText('0/160')).toBeInTheDocument();
  });

  it('counts as the admin types, and both previews follow the title, description and chosen picture', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.type(screen.getByLabelText('Tittel i søkeresultater'), 'Terrassemarkiser med montering');
    expect(screen.getByText('30/60')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Beskrivelse i søkeresultater'), 'Målt og montert av RMS.');
    expect(screen.getByText('23/160')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Delingsbilde'), 'valgt');

    const google = screen.getByTestId('google-preview');
    expect(within(google).getByText('Terrassemarkiser med montering')).toBeInTheDocument();
    expect(within(google).getByText('Målt og montert av RMS.')).toBeInTheDocument();
    const card = screen.getByTestId('share-preview');
    expect(within(card).getByText('Terrassemarkiser med montering')).toBeInTheDocument();
    expect(within(card).getByText('www.rms-solskjerming.no')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAttribute('src', expect.stringContaining('valgt.jpg'));
    expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Markise over terrassen');
  });

  it('stops the title at 60 characters, the counter showing 60/60', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.type(screen.getByLabelText('Tittel i søkeresultater'), 'x'.repeat(70));
    expect(screen.getByLabelText('Tittel i søkeresultater')).toHaveValue('x'.repeat(60));
    expect(screen.getByText('60/60')).toBeInTheDocument();
  });

  it('says in the result preview that a page hidden from search engines is not shown', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByLabelText(/Skjul for søkemotorer/));
    expect(within(screen.getByTestId('google-preview')).getByText(/vises ikke i Google/)).toBeInTheDocument();
  });
});
