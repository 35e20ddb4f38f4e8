# Sapphire Rapids: bzip2's bit writer (compress.c:75 at -O3
# -march=x86-64-v3) reduced to its chain: a shlx from a buffer word, by
# a count it sets itself, and the store of the result back, through an
# index register (not renamed).  Measured on this project's Intel
# machine with gcc-mca-measure: 6.01 cycles per iteration (through
# 640(%rbx) 6.04; the 13 bodies of the bit writer in the zlib...zstd
# loops 5.98-6.00): the load-op's 6 cycles, the forwarded load's result
# 5 cycles after the store's data.  Before: 7.00.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 6.01
# BINDS: memory
	movl	$8, %eax
	shlx	%eax, 640(%rbx,%rcx,4), %eax
	movl	%eax, 640(%rbx,%rcx,4)
