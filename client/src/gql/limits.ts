// Generated from the server's input limits by `npm run codegen`. Do not edit.
export const LIMITS = {
  "Profile": {
    "name": {
      "min": 2,
      "max": 15
    },
    "email": {
      "max": 150
    },
    "password": {
      "min": 8,
      "max": 25
    }
  },
  "Category": {
    "name": {
      "min": 2,
      "max": 50
    },
    "description": {
      "min": 2,
      "max": 150
    }
  },
  "Tag": {
    "name": {
      "min": 2,
      "max": 50
    },
    "description": {
      "min": 2,
      "max": 150
    }
  },
  "News": {
    "title": {
      "min": 2,
      "max": 250
    },
    "teaser": {
      "min": 1,
      "max": 200
    },
    "photosPerUpload": 10
  },
  "Event": {
    "title": {
      "min": 2,
      "max": 150
    },
    "location": {
      "min": 2,
      "max": 150
    }
  },
  "Columnist": {
    "name": {
      "min": 2,
      "max": 150
    }
  },
  "Column": {
    "title": {
      "min": 2,
      "max": 150
    }
  },
  "Archive": {
    "title": {
      "min": 2,
      "max": 150
    },
    "description": {
      "max": 250
    },
    "link": {
      "max": 500
    }
  },
  "Revision": {
    "fields": 40,
    "fieldName": 60,
    "fieldValue": 50000
  },
  "Advert": {
    "name": {
      "max": 150
    },
    "link": {
      "max": 500
    }
  },
  "Contact": {
    "name": {
      "max": 150
    },
    "email": {
      "max": 150
    },
    "phone": {
      "max": 30
    },
    "message": {
      "max": 5000
    }
  },
  "Newsletter": {
    "email": {
      "max": 150
    }
  },
  "Subscription": {
    "name": {
      "max": 150
    },
    "companyName": {
      "max": 150
    },
    "email": {
      "max": 150
    },
    "phone": {
      "max": 30
    },
    "address": {
      "max": 500
    },
    "taxNumber": {
      "max": 20
    }
  },
  "Paging": {
    "pageSize": {
      "max": 100
    },
    "query": {
      "max": 100
    }
  }
} as const;
