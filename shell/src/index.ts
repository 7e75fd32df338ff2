// The async boundary lets Module Federation negotiate shared singletons before React loads.
import(/* webpackChunkName: "app" */ './bootstrap');
