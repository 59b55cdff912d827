// The pages' words in Hindi that the browser needs: a category's Load More and page links, the offline list.
import type { ClientDictionary } from '../../../client-dictionary';

export const pagesClient: ClientDictionary['pages'] = {
  categoryGrid: {
    showing: 'कुल {total} में से लेख {first}–{last} दिखाए जा रहे हैं',
    loadMore: 'और लेख देखें',
    loading: 'और लेख लोड हो रहे हैं…',
    failed: 'और लेख लोड नहीं हो सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें, या ',
    failedLink: 'अगले पेज पर जाएँ',
    failedEnd: '।',
  },
  pageLinks: { label: 'पेज', previous: 'पिछला', page: 'पेज ', next: 'अगला' },
  offline: {
    title: 'इस डिवाइस पर रखे लेख',
    looking: 'सहेजे गए लेख ढूँढ़ रहे हैं…',
    none: 'अभी कोई नहीं। इंटरनेट चालू होने पर आप जो लेख खोलते हैं, वे इस डिवाइस पर रख लिए जाते हैं, ताकि आप उन्हें बिना इंटरनेट के फिर से पढ़ सकें।',
    available: 'ये लेख बिना इंटरनेट के खुलते हैं:',
    saved: '{date} को सहेजा गया',
    home: 'होम पेज पर जाएँ',
  },
};
