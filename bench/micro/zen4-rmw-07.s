# CPU: znver4
# MEASURED: 1.58
# zen4-rmw-01 with the read-modify-write as a load, an addq and a store: 1.58
	movq (%rdi), %rcx
	addq $1, %rcx
	movq %rcx, (%rdi)
	addq $8, %rdi
	cmpq %rax, %rdi
	jne 1f
1:
