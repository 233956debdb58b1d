// Help and support: the FAQ (searchable as you type), how-to videos (each with its written
// steps; a hosted video plays where one is configured), Contact Us (a message to support,
// with the plan and browser attached by the server), Book a Demo and the price-match
// guarantee.
import React, { useEffect, useMemo, useState } from 'react';
import { Accordion, Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, FAQ_IDS, HOW_TO_IDS, type ContactTopic } from '@shared/help';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useContactSupportMutation } from '../api';
import { matchingFaq } from '../faq-search';

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

function ContactForm() {
  const { t } = useTranslation('help');
  const { t: tc } = useTranslation();
  const [topic, setTopic] = useState<ContactTopic>('question');
  const [message, setMessage] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [send, sending] = useContactSupportMutation();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (message.trim().length < 10) return setTooShort(true);
    setTooShort(false);
    const result = await send({ topic, message, page: window.location.pathname });
    if ('data' in result) setMessage('');
  }

  const failure = sending.isError ? failureMessage(sending.error as ApiFailure) : null;
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('contactTitle')}
        </Card.Title>
        <p className="text-muted small">{t('contactIntro')}</p>
        <Form onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
          <Form.Group className="mb-3" controlId="contact-topic">
            <Form.Label>{t('topic')}</Form.Label>
            <Form.Select value={topic} onChange={(e) => setTopic(e.target.value as ContactTopic)} data-testid="contact-topic">
              {CONTACT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`topics.${value}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="contact-message">
            <Form.Label>{t('message')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              maxLength={CONTACT_MESSAGE_MAX}
              value={message}
              isInvalid={tooShort}
              onChange={(e) => setMessage(e.target.value)}
              aria-describedby="contact-message-hint"
              data-testid="contact-message"
            />
            <Form.Control.Feedback type="invalid">{t('tooShort')}</Form.Control.Feedback>
            <Form.Text id="contact-message-hint" muted>
              {t('messageHint')}
            </Form.Text>
          </Form.Group>
          {sending.isSuccess && !sending.isLoading && (
            <Alert variant="success" data-testid="contact-sent">
              {t('sent')}
            </Alert>
          )}
          {failure && (
            <Alert variant="danger" data-testid="contact-failed">
              {tc(failure.key, failure.values ?? {})}
            </Alert>
          )}
          <Button type="submit" disabled={sending.isLoading} data-testid="contact-submit">
            {sending.isLoading ? t('sending') : t('send')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
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
