// Async boundary: shared modules (React, ...) are negotiated before any of them runs.
import('./bootstrap');
