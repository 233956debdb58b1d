import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { PageWrapper } from '../page-wrapper';
import { notify } from '../../lib/toast/notify';

describe('toasts', () => {
  it('mounts the toast container on the first notify() and shows the message', async () => {
    const { container } = render(
      <PageWrapper>
        <p>page</p>
      </PageWrapper>,
    );
    expect(container.querySelector('.Toastify')).toBeNull();
    await act(async () => {
      await notify('Notes exported to Cliniko!', { position: 'top-center' });
    });
    expect(await screen.findByText('Notes exported to Cliniko!')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
  });
});
