// Help and support: the FAQ (searchable as you type), how-to videos (each with its written
// steps; a hosted video plays where one is configured), Contact Us (a message to support,
// with the plan and browser attached by the server), Book a Demo and the price-match
// guarantee.
import React, { useEffect, useMemo, useState } from 'react';
import { Accordion, Card, Col, Form, Row } from 'react-bootstrap';
import { FAQ_IDS, HOW_TO_IDS } from '@shared/help';
import { useTranslation } from '../../../lib/i18n/i18n';
import { matchingFaq } from '../faq-search';
import { ContactForm } from './contact-form';

/** The runtime links of this page (booking page, hosted videos), read once it is shown. */
function useHelpLinks() {
  const [links, setLinks] = useState<{ bookDemoUrl: string | null; videos: Record<string, string> }>({ bookDemoUrl: null, videos: {} });
  useEffect(() => {
    void import('../../../lib/firebase/runtime-config')
      .then(({ loadRuntimeConfig }) => loadRuntimeConfig())
      .then((config) => setLinks({ bookDemoUrl: config.bookDemoUrl ?? null, videos: config.howToVideos ?? {} }))
      .catch(() => undefined);
  }, []);
  return links;
}

function Faq() {
  const { t } = useTranslation('help');
  const [search, setSearch] = useState('');
  const entries = useMemo(() => FAQ_IDS.map((id) => ({ id, q: t(`faq.${id}.q`), a: t(`faq.${id}.a`) })), [t]);
  const shown = matchingFaq(entries, search);
  return (
    <section className="mb-4" aria-labelledby="help-faq">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="help-faq" className="h5 mb-0">
          {t('faqTitle')}
        </h2>
        <Form.Control
          type="search"
          className="w-auto"
          style={{ minWidth: '16rem' }}
          placeholder={t('faqSearch')}
          aria-label={t('faqSearch')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="help-faq-search"
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-muted" data-testid="help-faq-none">
          {t('faqNone')}
        </p>
      ) : (
        <Accordion alwaysOpen>
          {shown.map((entry) => (
            <Accordion.Item key={entry.id} eventKey={entry.id} data-testid="help-faq-item" data-faq={entry.id}>
              <Accordion.Header as="h3">{entry.q}</Accordion.Header>
              <Accordion.Body>{entry.a}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </section>
  );
}

function HowTos({ videos }: { videos: Record<string, string> }) {
  const { t } = useTranslation('help');
  return (
    <section className="mb-4" aria-labelledby="help-videos">
      <h2 id="help-videos" className="h5">
        {t('videosTitle')}
      </h2>
      <p className="text-muted">{t('videosIntro')}</p>
      <Row xs={1} md={2} className="g-3">
        {HOW_TO_IDS.map((id) => {
          const steps = t(`howTo.${id}.steps`, { returnObjects: true }) as unknown;
          return (
            <Col key={id}>
              <Card className="h-100 shadow-sm" data-testid="help-how-to" data-how-to={id}>
                <Card.Body>
                  <Card.Title as="h3" className="h6">
                    {t(`howTo.${id}.title`)}
                  </Card.Title>
                  {videos[id] && (
                    <video className="w-100 rounded mb-2" controls preload="none" src={videos[id]} aria-label={t(`howTo.${id}.title`)} />
                  )}
                  <ol className="mb-0 ps-3">
                    {(Array.isArray(steps) ? (steps as string[]) : []).map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

export function HelpScreen() {
  const { t } = useTranslation('help');
  const links = useHelpLinks();
  return (
    <>
      <h1 className="h4">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <Faq />
      <HowTos videos={links.videos} />
      <Row className="g-3">
        <Col lg={7}>
          <ContactForm />
        </Col>
        <Col lg={5} className="d-flex flex-column gap-3">
          <Card className="shadow-sm">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('demoTitle')}
              </Card.Title>
              <p>{t('demoIntro')}</p>
              {links.bookDemoUrl && (
                <a className="btn btn-primary" href={links.bookDemoUrl} target="_blank" rel="noopener noreferrer" data-testid="book-demo">
                  {t('demoButton')}
                </a>
              )}
            </Card.Body>
          </Card>
          <Card className="shadow-sm" data-testid="price-match">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('priceMatchTitle')}
              </Card.Title>
              <p className="mb-0">{t('priceMatch')}</p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
