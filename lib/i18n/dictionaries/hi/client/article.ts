// The article words the browser needs, in Hindi: article cards, share buttons, the search bar,
// feedback.
import type { ClientDictionary } from '../../../client-dictionary';

export const articleClient: ClientDictionary['article'] = {
  card: {
    draft: 'ड्राफ़्ट',
    readTime: '{minutes} मिनट',
    /** The editorial team as an author line names it (other authors keep their names). */
    editorialTeam: '{site} संपादकीय टीम',
  },
  share: {
    share: 'शेयर करें',
    copyLink: 'लिंक कॉपी करें',
    copied: 'लिंक कॉपी हो गया!',
    copyFailed: 'लिंक कॉपी नहीं हो सका',
    shareUrlCopied: 'शेयर करने का लिंक क्लिपबोर्ड पर कॉपी हो गया।',
    articleLinkCopied: 'लेख का लिंक आपके क्लिपबोर्ड पर कॉपी हो गया है।',
  },
  searchBar: {
    label: 'आपकी खोज',
    capped: '“{query}” इस लेख में जिन पहली {count} जगहों पर आया है, उन पर निशान लगाया गया है।',
    notInText: '“{query}” इस लेख के शीर्षक, सारांश, श्रेणी या टैग में है, लेख के पाठ में नहीं।',
    once: 'इस लेख में “{query}” पर एक जगह निशान लगाया गया है।',
    times: 'इस लेख में “{query}” पर {count} जगह निशान लगाया गया है।',
    firstMatch: 'पहली जगह पर जाएँ',
    backToResults: 'खोज के नतीजों पर वापस जाएँ',
    removeMarks: 'निशान हटाएँ',
  },
  feedback: { yes: 'हाँ', no: 'नहीं', send: 'राय भेजें', sending: 'भेजी जा रही है...' },
};
