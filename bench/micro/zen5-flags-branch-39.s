# CPU: znver5
# MEASURED: 1.68
# two kortestb and branches, a compare-and-branch pair and the loop's, not modelled (the model 1.34): 1.68 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	kortestb %k1, %k1
	jne .L2
	kortestb %k1, %k1
	jne .L2
	cmpq %r10, %r11
	je .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
