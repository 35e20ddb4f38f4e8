# CPU: znver5
# MEASURED: 4.13
# a[i+1] = a[i] + 1 with the pointer stepped between the load and the store, both written (%rax) (a second run 5.65): 4.13 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	movl (%rax), %edx
	addl $1, %edx
	addq $4, %rax
	movl %edx, (%rax)
	cmpq %rcx, %rax
	jne .L1
