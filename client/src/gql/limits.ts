// Generated from the server's input limits by `npm run codegen`. Do not edit.
export const LIMITS = {
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
  "Paging": {
    "pageSize": {
      "max": 100
    },
    "query": {
      "max": 100
    }
  }
} as const;
