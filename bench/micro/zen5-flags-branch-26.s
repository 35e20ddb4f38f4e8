# CPU: znver5
# MEASURED: 1.01
# a load, testq of it and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	movq (%rsi,%rax), %r8
	testq %r8, %r8
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
