	.file	"markers.c"
	.text
	.p2align 4
	.globl	f
	.type	f, @function
f:
.LFB0:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
#APP
# 3 "src/markers.c" 1
	# LLVM-MCA-BEGIN loop
# 0 "" 2
#NO_APP
	testl	%esi, %esi
	jle	.L4
	movslq	%esi, %rax
	movq	%rdi, %rdx
	xorl	%r8d, %r8d
	leaq	(%rdi,%rax,4), %r9
	.p2align 4,,10
	.p2align 3
.L3:
	movl	(%rdx), %ecx
	addq	$4, %rdx
	leal	(%rcx,%rcx,2), %ecx
	addl	%ecx, %r8d
	cmpq	%rdx, %r9
	jne	.L3
	movl	%esi, %eax
	xorl	%r8d, %eax
.L2:
#APP
# 5 "src/markers.c" 1
	# LLVM-MCA-END loop
# 0 "" 2
# 6 "src/markers.c" 1
	movl $111, %ebx
	.byte 0x64, 0x67, 0x90
# 0 "" 2
# 8 "src/markers.c" 1
	movl $222, %ebx
	.byte 0x64, 0x67, 0x90
# 0 "" 2
# 9 "src/markers.c" 1
	lock; incl (%rdi)
# 0 "" 2
#NO_APP
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	.cfi_restore_state
	movl	%esi, %eax
	jmp	.L2
	.cfi_endproc
.LFE0:
	.size	f, .-f
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
