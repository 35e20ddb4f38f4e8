# Knights Landing: vpbroadcastq from a general register alternating
# with an FMA runs at 1 vector instruction per cycle (12 in 12), though
# each alone runs faster.
# SOURCE: McCalpin: VPBROADCASTQ alternating with FMA
# CPU: knl
# CYCLES: 12.0
 vpbroadcastq %rax, %zmm1
 vfmadd213pd %zmm16, %zmm17, %zmm18
 vpbroadcastq %rbx, %zmm2
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vpbroadcastq %rcx, %zmm3
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vpbroadcastq %rdx, %zmm4
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vpbroadcastq %rsi, %zmm5
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vpbroadcastq %rdi, %zmm6
 vfmadd213pd %zmm16, %zmm17, %zmm23
