# CPU: znver5
# MEASURED: 2.99
# a chain of vpmaddwd ymm, the class LLVM gives the VEX dot products: 2.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpmaddwd %ymm2, %ymm1, %ymm1
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
