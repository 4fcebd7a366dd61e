#!/usr/bin/env node
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/core/hello.ts
const hello = () => 'hi';

;// CONCATENATED MODULE: ./node_modules/json-canonicalize/dist/index.mjs
// src/serializer.ts
var CircularRootPathName = "$";
function _serialize(obj, options) {
  let buffer = "";
  const vInclude = options && options.include;
  let vExclude = options && options.exclude;
  if (vExclude) {
    if (typeof vExclude === "string") vExclude = [vExclude];
  }
  if (vInclude) vInclude.sort();
  const visited = /* @__PURE__ */ new WeakMap();
  const allowCircular = options && options.allowCircular;
  const filterUndefined = options && options.filterUndefined;
  const undefinedInArrayToNull = options && options.undefinedInArrayToNull;
  const strictUndefined = options && options.strictUndefined;
  serialize(obj, CircularRootPathName);
  return buffer;
  function serialize(object, path) {
    if (strictUndefined && object === void 0) {
      throw new Error(
        `undefined is not permitted in JSON at "${path}" (strictUndefined)`
      );
    }
    if (object === null || typeof object !== "object" || object.toJSON != null) {
      if (typeof object === "number" && !Number.isFinite(object)) {
        throw new Error(
          `Non-finite number (${object}) is not permitted in JSON (RFC 8785 \xA73.2.2.3)`
        );
      }
      buffer += JSON.stringify(object);
    } else if (Array.isArray(object)) {
      const visitedPath = visited.get(object);
      if (visitedPath !== void 0) {
        if (path.startsWith(visitedPath)) {
          if (!allowCircular) {
            throw new Error("Circular reference detected");
          }
          buffer += '"[Circular:' + visitedPath + ']"';
          return;
        }
      }
      visited.set(object, path);
      buffer += "[";
      let next = false;
      object.forEach((element, index) => {
        if (next) {
          buffer += ",";
        }
        next = true;
        if (element === void 0 && strictUndefined) {
          throw new Error(
            `undefined is not permitted in JSON at "${path}[${index}]" (strictUndefined)`
          );
        }
        if (undefinedInArrayToNull && element === void 0) {
          element = null;
        }
        serialize(element, `${path}[${index}]`);
      });
      buffer += "]";
    } else {
      const visitedPath = visited.get(object);
      if (visitedPath !== void 0) {
        if (path.startsWith(visitedPath)) {
          if (!allowCircular) {
            throw new Error("Circular reference detected");
          }
          buffer += '"[Circular:' + visitedPath + ']"';
          return;
        }
      }
      visited.set(object, path);
      buffer += "{";
      let next = false;
      const addProp = (property) => {
        if (vExclude && vExclude.includes(property)) {
          return;
        }
        if (strictUndefined && object[property] === void 0) {
          throw new Error(
            `undefined is not permitted in JSON at "${path}.${property}" (strictUndefined)`
          );
        }
        if (next) {
          buffer += ",";
        }
        next = true;
        buffer += JSON.stringify(property);
        buffer += ":";
        serialize(object[property], `${path}.${property}`);
      };
      if (path === CircularRootPathName && vInclude) {
        vInclude.forEach((property) => {
          if (object.hasOwnProperty(property)) {
            addProp(property);
          }
        });
      } else {
        let vKeys = Object.keys(object);
        if (filterUndefined && !strictUndefined) {
          vKeys = vKeys.filter((k) => object[k] !== void 0);
        }
        vKeys.sort();
        vKeys.forEach((property) => {
          addProp(property);
        });
      }
      buffer += "}";
    }
  }
}

// src/canonicalize.ts
function canonicalize(obj, allowCircular) {
  return _serialize(obj, {
    allowCircular,
    filterUndefined: true,
    undefinedInArrayToNull: true
  });
}

// src/canonicalize-ex.ts
function canonicalizeEx(obj, options) {
  return _serialize(obj, options);
}

//# sourceMappingURL=index.mjs.map
;// CONCATENATED MODULE: ./src/cli.ts


console.log(hello(), canonicalize({ b: 1, a: 'é' }));

