/* ACL kernel-side builtins (paper 3.4). The generator defines the ACL_* constants of a plan
 * before including this header; the defaults below only let the file compile on its own. */
#ifndef ACL_BUILTINS_H
#define ACL_BUILTINS_H

#ifndef ACL_COORD
#define ACL_COORD int
#define ACL_UCOORD uint
#endif
#ifndef ACL_LEVELS
#define ACL_LEVELS 1
#endif
#ifndef ACL_NUM_PARAMS
#define ACL_NUM_PARAMS 1
#endif
#ifndef ACL_BLOCKSIZE_1
#define ACL_BLOCKSIZE_1 1
#endif
#ifndef ACL_BLOCKSIZE_2
#define ACL_BLOCKSIZE_2 0
#endif
#ifndef ACL_BLOCKSIZE_3
#define ACL_BLOCKSIZE_3 0
#endif
#ifndef ACL_BLOCKNUM_1
#define ACL_BLOCKNUM_1 1
#endif
#ifndef ACL_BLOCKNUM_2
#define ACL_BLOCKNUM_2 1
#endif
#ifndef ACL_BLOCKNUM_3
#define ACL_BLOCKNUM_3 1
#endif

/* What changes from one User_main call to the next. Every name here and in the generated
 * kernel is reserved (acl_ / ACL_): the builtins expand inside User_main, after the user's
 * own macros, which may use any other name. */
typedef struct acl_state {
  int acl_iter[4];                   /* split index being processed at levels 1..3 */
  int acl_valid[ACL_NUM_PARAMS];     /* real words of each argument's current portion */
  ACL_COORD acl_origin[ACL_NUM_PARAMS][3]; /* global x, y, z of the portion's first word */
  int acl_lane;                      /* which of the work-item's adjacent columns (lanes) */
#ifdef ACL_ROW_LOOP
  int acl_item;                      /* row loops: the work-item of the block this call runs */
#endif
} acl_state;

/* Inserted as User_main's first parameter by the generator. */
#define ACL_STATE_PARAM const acl_state* acl_st_,

/* Plan constants: they fold at compile time, so loops over them unroll. */
#define get_acl_blockSize(level) \
  ((level) == 1 ? ACL_BLOCKSIZE_1 : (level) == 2 ? ACL_BLOCKSIZE_2 : (level) == 3 ? ACL_BLOCKSIZE_3 : 0)
#define get_ac_size(level) get_acl_blockSize(level)
#define get_acl_blockNum(level) \
  ((level) == 1 ? ACL_BLOCKNUM_1 : (level) == 2 ? ACL_BLOCKNUM_2 : (level) == 3 ? ACL_BLOCKNUM_3 : 0)
#define get_acl_levelPos() ACL_LEVELS
#define get_acl_levelSze() get_acl_blockNum(ACL_LEVELS)

/* Per argument, by parameter name: constants. */
#define get_acl_size(p) ACL_SIZE_##p   /* words of the portion along the split */
#define get_acl_width(p) ACL_WIDTH_##p /* words from one row of a COMMON tile to the next */
#define get_acl_lr(p, d) ((p) + (d) * ACL_LR_##p)
#define get_acl_xy(p, dx, dy) ((p) + (dx) * ACL_XSTEP_##p + (dy) * ACL_YSTEP_##p)
#define get_acl_xyz(p, dx, dy, dz) (get_acl_xy(p, dx, dy) + (dz) * ACL_ZSTEP_##p)
/* Dependency data: neighbour n's portion, word k at get_acl_nbh(p, n)[k] as p[k] in this
 * portion. ACL_RNO0: n 0 is the block above after processing (zeros above the first block
 * row); data cut along rows with margin m: the row above from m words left of the portion
 * to m right of it, k = -m .. size + m - 1 (outside the array per the border mode).
 * ACL_LNO0: 0 up, 1 down; ACL_LNO1: 0 left; ACL_LNO2: 0 left, 1 right; before
 * processing, words outside the array per the border mode. */
#define get_acl_nbh(p, n) ((p) - ACL_NBH_##p + (n) * ACL_SIZE_##p)

/* Per call: read from the AC kernel's state. */
#define get_acl_levelIdx() (acl_st_->acl_iter[ACL_LEVELS])
#define get_acl_iter(level) (acl_st_->acl_iter[(level)])
#define get_acl_valid(p) (acl_st_->acl_valid[ACL_ARG_##p])
#define get_acl_origin(p, dim) (acl_st_->acl_origin[ACL_ARG_##p][(dim)])
/* The block's first word: the portion's origin less this work-item's offset in x
 * (pipelines, whose work-items run every portion of a block row, define their own). */
#ifndef ACL_ITEM_OFFSET
#ifdef ACL_ROW_LOOP
#define ACL_ITEM_OFFSET(p) (ACL_LIDSTEP_##p * acl_st_->acl_item + acl_st_->acl_lane)
#else
#define ACL_ITEM_OFFSET(p) (ACL_LIDSTEP_##p * (int)get_local_id(0) + acl_st_->acl_lane)
#endif
#endif
#define get_acl_blockOrigin(p, dim) \
  (get_acl_origin(p, dim) - ((dim) == 0 ? ACL_ITEM_OFFSET(p) : 0))


/* ACL_TILE plans: the work-item's tile is ACL_TILE_X x ACL_TILE_Y words of the result, in
 * runs of ACL_RUN_X (ACL_RUN_Y) consecutive words spaced a work-group's runs apart.
 * get_acl_tileX(j) / get_acl_tileY(i): block-local x of tile column j, y of tile row i. */
#ifndef ACL_TILE_X
#define ACL_WG_X 1
#define ACL_WG_Y 1
#define ACL_TILE_X 1
#define ACL_TILE_Y 1
#define ACL_RUN_X 1
#define ACL_RUN_Y 1
#endif
#ifndef ACL_LX
#define ACL_LX ((int)get_local_id(0))
#define ACL_LY ((int)get_local_id(1))
#endif
#define get_acl_tileSize(dim) ((dim) == 0 ? ACL_TILE_X : ACL_TILE_Y)
#define get_acl_tileX(j) \
  ((((j) / ACL_RUN_X) * ACL_WG_X + ACL_LX) * ACL_RUN_X + (j) % ACL_RUN_X)
#define get_acl_tileY(i) \
  ((((i) / ACL_RUN_Y) * ACL_WG_Y + ACL_LY) * ACL_RUN_Y + (i) % ACL_RUN_Y)

#endif
