// The article words drawn on the server, in Hindi: the article page, its care cards and its
// translation notice.
import type { Dictionary } from '../../server-dictionary';

export const article: Dictionary['article'] = {
  backToArticles: 'सभी लेखों पर वापस जाएँ',
  breadcrumbs: 'आप यहाँ हैं',
  header: {
    updated: 'अपडेट:',
    readTime: 'पढ़ने में {time}',
  },
  review: {
    // The review was of the English article: a Hindi page never claims a review of its own text.
    editorialTeam: 'अंग्रेज़ी लेख की समीक्षा {site} की संपादकीय टीम ने की',
    clinician: 'अंग्रेज़ी लेख की डॉक्टरी समीक्षा {name}, {credentials} ({body} पंजीकरण {number}) ने की',
    member: 'अंग्रेज़ी लेख की समीक्षा {name}, {role} ने की',
    lastReviewed: 'पिछली समीक्षा:',
    nextReviewDue: 'अगली समीक्षा:',
    whatWeChecked: 'हमने क्या जाँचा',
    editorialPolicy: 'हमारी संपादकीय नीति',
  },
  readInHindi: 'यह लेख हिन्दी में पढ़ें',
  takeaways: 'मुख्य बातें',
  contents: { title: 'इस पेज पर', label: 'विषय-सूची' },
  sources: {
    title: 'स्रोत',
    newTab: ' (नए टैब में खुलता है)',
    backToText: 'वापस लेख में:',
    backToCitation: 'संदर्भ {number} पर वापस जाएँ',
    backToCitationUse: 'संदर्भ {number} पर वापस जाएँ, {total} में से {use}',
  },
  tags: 'टैग',
  share: { social: 'सोशल मीडिया पर शेयर करें', on: '{network} पर शेयर करें' },
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  related: 'मिलते-जुलते लेख',
  disclaimer: {
    label: 'डॉक्टरी सलाह के बारे में सूचना',
    text: 'HealthHub की जानकारी सिर्फ़ सीखने-समझने के लिए है। यह डॉक्टर की सलाह, जाँच या इलाज की जगह नहीं ले सकती। किसी बीमारी के बारे में हमेशा अपने डॉक्टर या किसी दूसरे योग्य स्वास्थ्य कर्मी से पूछें, और इमरजेंसी में अपने इलाके के इमरजेंसी नंबर पर कॉल करें।',
  },
  careCards: {
    headings: {
      emergency: 'अभी एम्बुलेंस बुलाएँ, अगर आपको इनमें से कुछ भी हो',
      urgent: 'उसी दिन डॉक्टरी मदद लें, अगर आपको इनमें से कुछ भी हो',
      routine: 'डॉक्टर से अपॉइंटमेंट लें, अगर आपको इनमें से कुछ भी हो',
    },
    numbers: 'कॉल करने के नंबर',
  },
  firstAid: {
    heading: 'प्राथमिक उपचार: {title}',
    more: '{title}: यही कदम अपने अलग पेज पर, स्रोतों के साथ',
  },
  body: { source: 'स्रोत {number}', sectionLink: 'इस हिस्से का लिंक: {title}' },
  translation: {
    title: 'इस अनुवाद के बारे में',
    of: 'यह अंग्रेज़ी लेख {title} का हिन्दी अनुवाद है।',
    method: {
      machine: 'मशीन से अनुवादित: {translatedBy} ने {date} को इसका अनुवाद मशीन से करवाया।',
      'machine-assisted':
        'मशीन से अनुवाद, फिर एक व्यक्ति ने सुधारा: {translatedBy} ने {date} को मशीन से किए गए अनुवाद को पढ़कर सुधारा।',
      human: '{translatedBy} ने {date} को इसका अनुवाद किया।',
    },
    notReviewed: 'हिन्दी जानने वाले किसी व्यक्ति ने अभी तक इसे अंग्रेज़ी लेख से मिलाकर नहीं पढ़ा है।',
    reviewed: '{name} ने {date} को इसे अंग्रेज़ी से मिलाकर पढ़ा।',
    reviewedUndated: '{name} ने इसे अंग्रेज़ी से मिलाकर पढ़ा।',
    backTranslation: {
      machine:
        '{date} को इसके अर्थ की जाँच एक अलग उलटे अनुवाद (back-translation) से की गई: मशीन ने हिन्दी पाठ का वापस अंग्रेज़ी में अनुवाद किया, और उसे मूल अंग्रेज़ी लेख से मिलाया गया।',
      'machine-assisted':
        '{date} को इसके अर्थ की जाँच एक अलग उलटे अनुवाद (back-translation) से की गई: एक व्यक्ति ने मशीन की मदद से हिन्दी पाठ का वापस अंग्रेज़ी में अनुवाद किया, और उसे मूल अंग्रेज़ी लेख से मिलाया गया।',
      human:
        '{date} को इसके अर्थ की जाँच एक अलग उलटे अनुवाद (back-translation) से की गई: एक व्यक्ति ने हिन्दी पाठ का वापस अंग्रेज़ी में अनुवाद किया, और उसे मूल अंग्रेज़ी लेख से मिलाया गया।',
    },
    stale: {
      title: 'अंग्रेज़ी लेख बदल गया है',
      text: 'इस लेख का अंग्रेज़ी संस्करण अनुवाद के बाद बदला गया है (अंग्रेज़ी संस्करण {date} को अपडेट हुआ)। हो सकता है कि इस हिन्दी अनुवाद में वे बदलाव न हों।',
      link: 'अंग्रेज़ी लेख पढ़ें',
    },
  },
};
