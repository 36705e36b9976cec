// An async boundary, so shared singletons are negotiated before any of them runs.
void import('./bootstrap');
