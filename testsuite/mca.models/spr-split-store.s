# Sapphire Rapids: a copy of ymm words to an address 16 bytes past a
# line, from one 8 bytes past (lz4.c's wildcopy at -O3 -march=x86-64-v3):
# every other store spans two cache lines and commits to both, a cycle
# more (split-store-cycles; a ymm store repeated to 48(%rdi) measures
# 2.00 cycles per iteration, to 16(%rdi) 0.50).  Measured on this
# project's Intel machine with gcc-mca-measure: 1.50 cycles per
# iteration (the same loop aligned: 0.72); llvm-mca-19 0.67.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs; accuracy corpus
# of zlib, bzip2, lz4 and zstd, lz4.c:450)
# CPU: sapphirerapids
# CYCLES: 1.50
	vmovdqu	8(%r9,%rdx), %ymm7
	vmovdqu	%ymm7, 16(%rdi,%rdx)
	addq	$32, %rdx
	cmpq	%rdx, %r10
	jne	.L1
.L1:
